import type { RaRecord } from 'react-admin';
import { api } from '../http';
import type { CustomerDraft } from './wizardState';

const BASE = '/api/Customers';

const query = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The customer editor's calls (spec 1 §7 "Customers"); errors arrive as HttpError with the server's key. */
export const customerApi = {
  /** The customer with this e-mail and/or mobile, a new record with id 0, or null when there is none to edit. */
  async check(email: string | undefined, mobile: string | undefined): Promise<CustomerDraft | null> {
    return (await api<CustomerDraft | undefined>(`${BASE}/checkCustomer?${query({ email, mobile })}`)).json ?? null;
  },

  /** null when the code is valid and free for this customer, else the reason's translation key. */
  async checkNationalCode(nationalCode: string, customerId: number): Promise<string | null> {
    const { json } = await api<{ result: number; error?: string }>(
      `${BASE}/checkNationalCode?${query({ nationalCode, customerId })}`,
    );
    return json?.result === 1 ? null : (json?.error ?? 'customer.nationalcode_error');
  },

  async get(id: string | number): Promise<CustomerDraft> {
    return (await api<CustomerDraft>(`${BASE}/getCustomer?${query({ id })}`)).json;
  },

  /** Creates the customer when its id is 0, else updates it. */
  async save(body: Record<string, unknown>): Promise<CustomerDraft> {
    return (await api<CustomerDraft>(`${BASE}/saveCustomerProfile`, { method: 'POST', body: JSON.stringify(body) }))
      .json;
  },

  async remove(id: number): Promise<void> {
    await api(`${BASE}/${id}`, { method: 'DELETE' });
  },

  /** The active roles the customer does not hold yet. */
  async rolesToAdd(customerId: number): Promise<RaRecord[]> {
    return (await api<RaRecord[]>(`${BASE}/getNotMappedCustomerRoles?${query({ customerId })}`)).json ?? [];
  },

  async addRole(customerId: number, customerRoleId: number): Promise<void> {
    await api(`${BASE}/addCustomerRole`, { method: 'POST', body: JSON.stringify({ customerId, customerRoleId }) });
  },

  async removeRole(customerId: number, customerRoleId: number): Promise<void> {
    await api(`${BASE}/deleteCustomerRole?${query({ customerId, customerRoleId })}`, { method: 'DELETE' });
  },
};

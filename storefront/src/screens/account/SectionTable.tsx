import { DataTable } from '../../components/DataTable';
import { useStorefront } from '../../context';
import { formatDate, formatDecimal, formatMoney, localDigits } from '../../format';
import { AddRecord, DeleteRecord } from './RecordForms';

/**
 * A section of the customer's records: the page the server read (its search, order and page in the address), with
 * the add form and delete buttons where the section allows them.
 */
export function SectionTable() {
  const { state, t, href } = useStorefront();
  const account = state.data.account;
  const cell = (value: unknown, type?: string) => {
    if (value === null || value === undefined || value === '') return '';
    if (type === 'boolean') return value ? t('storefront.common.yes') : t('storefront.common.no');
    if (type === 'date') return formatDate(String(value), state.lang);
    if (type === 'money') return formatMoney(String(value), state.lang);
    if (type === 'decimal') return formatDecimal(String(value), state.lang);
    if (type === 'number') return localDigits(String(value), state.lang);
    if (type === 'invoice') return <a href={href(`/shoppingcart/${String(value)}`)}>{t('storefront.invoice.open')}</a>;
    if (type === 'pay') return <a href={href(`/payment/${String(value)}`)}>{t('storefront.payment.open')}</a>;
    return String(value);
  };
  if (!account) return <p className="muted">{t('storefront.account.empty')}</p>;
  const kept = account.kept ?? account.rows.length;
  const types = new Map(account.columns.map((c) => [c.field, c.type]));
  const form = account.form;
  return (
    <>
      {account.max !== undefined && (
        <p className="muted">{t('storefront.account.limit', { count: kept, max: account.max })}</p>
      )}
      {form?.note && <p className="muted">{form.note}</p>}
      {form && (account.max === undefined || kept < account.max) && <AddRecord form={form} />}
      <DataTable
        columns={account.columns}
        rows={account.rows}
        list={account.list}
        cell={(row, column) => cell(row[column.field], types.get(column.field))}
        actions={
          account.deletable && form
            ? {
                label: t('storefront.account.delete'),
                render: (row) => <DeleteRecord resource={form.resource} id={row.id} />,
              }
            : undefined
        }
        empty={t('storefront.account.empty')}
        testId="account-list"
      />
    </>
  );
}

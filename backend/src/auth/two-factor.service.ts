import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';

/** One 30-second step either side of now, for clocks that drift; anything older is refused. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Saray';

export interface TwoFactorSetup {
  otpauthUrl: string;
  qrCode: string;
  manualKey: string;
}

interface TwoFactorRow {
  id: number;
  username: string | null;
  email: string | null;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
  twoFactorPendingSecret: string | null;
  twoFactorLastStep: number | null;
}

/**
 * TOTP two-factor authentication (RFC 6238, SHA-1, 6 digits, 30 s): what standard authenticator apps speak.
 * Enabling is two calls: the first stores a pending secret and returns it as a QR code and a manual key; the
 * second confirms it with a code from the app. A code, once accepted, cannot be used again (its time step is kept).
 */
@Injectable()
export class TwoFactorService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async status(customerId: number): Promise<{ enabled: boolean }> {
    return { enabled: (await this.row(customerId)).twoFactorEnabled };
  }

  async begin(customerId: number): Promise<TwoFactorSetup> {
    const row = await this.row(customerId);
    if (row.twoFactorEnabled) throw AppError.conflict('security.error.twofactoralreadyenabled');
    const secret = generateSecret();
    await this.save(customerId, { twoFactorPendingSecret: secret });
    const otpauthUrl = generateURI({ issuer: ISSUER, label: row.username ?? row.email ?? String(row.id), secret });
    return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl), manualKey: secret };
  }

  async confirm(customerId: number, code: unknown): Promise<{ enabled: boolean }> {
    const row = await this.row(customerId);
    if (!row.twoFactorPendingSecret) throw AppError.badRequest('security.error.twofactornotstarted');
    const step = await this.check(row.twoFactorPendingSecret, code, null);
    await this.save(customerId, {
      twoFactorEnabled: true,
      twoFactorSecret: row.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
      twoFactorLastStep: step,
    });
    return { enabled: true };
  }

  async disable(customerId: number, pinCode: unknown): Promise<{ enabled: boolean }> {
    const row = await this.row(customerId);
    if (!row.twoFactorEnabled || !row.twoFactorSecret) throw AppError.badRequest('security.error.twofactornotenabled');
    await this.check(row.twoFactorSecret, pinCode, row.twoFactorLastStep);
    await this.save(customerId, {
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
    });
    return { enabled: false };
  }

  /** The second factor at sign-in, for a customer who enabled it. */
  async verifySignIn(customerId: number, code: unknown): Promise<void> {
    const row = await this.row(customerId);
    if (!row.twoFactorEnabled || !row.twoFactorSecret) return;
    if (code === undefined || code === null || code === '') {
      throw new AppError(401, 'security.error.twofactorrequired', [
        { path: '/twoFactorCode', error: 'security.error.twofactorrequired' },
      ]);
    }
    const step = await this.check(row.twoFactorSecret, code, row.twoFactorLastStep);
    await this.save(customerId, { twoFactorLastStep: step });
  }

  /** The time step of a valid, unused code; anything else is refused with the spec's message. */
  private async check(secret: string, code: unknown, lastStep: number | null): Promise<number> {
    const token = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
    const refuse = () =>
      new AppError(401, 'security.error.authenticatorcodeincorrect', [
        { path: '/code', error: 'security.error.authenticatorcodeincorrect' },
      ]);
    if (!/^\d{6}$/.test(token)) throw refuse();
    const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS });
    if (!result.valid) throw refuse();
    const step = Math.floor(Date.now() / 1000 / 30) + result.delta;
    if (lastStep !== null && step <= lastStep) throw refuse();
    return step;
  }

  private async row(customerId: number): Promise<TwoFactorRow> {
    const row = (await this.dataSource
      .createQueryBuilder('Customer', 'c')
      .where('c.id = :customerId', { customerId })
      .getOne()) as TwoFactorRow | null;
    if (!row) throw new AppError(401, 'security.error.accessdenied');
    return row;
  }

  private async save(customerId: number, values: Partial<TwoFactorRow>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update('Customer')
      .set(values)
      .where('id = :customerId', { customerId })
      .execute();
  }
}

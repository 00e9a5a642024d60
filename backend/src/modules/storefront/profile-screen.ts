import { Inject, Injectable } from '@nestjs/common';
import type { ProfileView } from '@saray/contracts/storefront/state';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { CustomerAttributes } from '../customers/customer-attributes.js';
import { CAN_CHANGE_PROFILE, CustomerProfileService } from '../customers/customer-profile.service.js';
import { fileUrl } from '../files/files.service.js';
import type { RouteContext } from './route-data.service.js';

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * /account/profile: the signed-in customer's own record, read through the profile call (their own id, whatever the
 * address says), the attributes the store asks of customers in the page's language, and whether the store's
 * customer.canchangeprofile lets them change it; the save is checked again by the API.
 */
@Injectable()
export class ProfileScreen {
  constructor(
    @Inject(CustomerProfileService) private readonly profiles: CustomerProfileService,
    @Inject(CustomerAttributes) private readonly attributes: CustomerAttributes,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  async load(ctx: RouteContext): Promise<ProfileView> {
    const [row, attributes, canChange] = await Promise.all([
      this.profiles.getMine(ctx.actor),
      this.attributes.of(ctx.actor.id!, ctx.lang, ctx.fallback),
      this.settings.flag(ctx.storeId, CAN_CHANGE_PROFILE),
    ]);
    const avatar = text(row.avatar);
    return {
      canChange,
      version: Number(row.version),
      username: text(row.username),
      email: text(row.email),
      mobile: text(row.mobile),
      nationalCode: text(row.nationalCode),
      firstName: text(row.firstName),
      lastName: text(row.lastName),
      gender: typeof row.gender === 'number' ? row.gender : null,
      dateOfBirth: text(row.dateOfBirth),
      languageCode: text(row.languageCode),
      avatar,
      avatarUrl: avatar ? fileUrl('avatars', avatar) : null,
      attributes,
    };
  }
}

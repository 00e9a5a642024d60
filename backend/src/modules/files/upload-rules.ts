import { UPLOAD_EXTENSIONS } from '@saray/contracts/files';

/**
 * What a directory accepts (spec 3 §5): extensions (@saray/contracts/files, which the dashboard's pickers offer), and
 * the limits. In every directory the content must be of the type its extension names (content-type.ts).
 */
export interface UploadRule {
  extensions: string[];
  maxFilesSetting: string;
  defaultMaxFiles: number;
  maxSizeSetting: string;
  /** Roles that may upload here (and delete). */
  roles: string[];
  /** Served inline as an image (GET /api/CMS/Image/…) rather than only as a download. */
  images: boolean;
  /** Never served by the shared download route: the owning feature serves each file to those who may read it. */
  private?: boolean;
}

export const DEFAULT_MAX_SIZE = 1_048_576;

export const UPLOAD_RULES: Record<string, UploadRule> = {
  avatars: {
    extensions: UPLOAD_EXTENSIONS.avatars,
    maxFilesSetting: 'avatar.maximumfilecount',
    defaultMaxFiles: 1,
    maxSizeSetting: 'adminform.maximumfilesize',
    roles: ['authenticated', 'administrators'],
    images: true,
  },
  // Pictures and logos of the back-office forms (spec 3 §5, image).
  Images: {
    extensions: UPLOAD_EXTENSIONS.Images,
    maxFilesSetting: 'adminform.maximumfilecount',
    defaultMaxFiles: 5,
    maxSizeSetting: 'adminform.maximumfilesize',
    roles: ['administrators'],
    images: true,
  },
  // Files of content blocks and documents: served only as downloads.
  DataContents: {
    extensions: UPLOAD_EXTENSIONS.DataContents,
    maxFilesSetting: 'datacontent.maximumfilecount',
    defaultMaxFiles: 5,
    maxSizeSetting: 'datacontent.maximumfilesize',
    roles: ['administrators'],
    images: false,
  },
  Attributes: {
    extensions: UPLOAD_EXTENSIONS.Attributes,
    maxFilesSetting: 'attribute.maximumfilecount',
    defaultMaxFiles: 5,
    maxSizeSetting: 'attribute.maximumfilesize',
    roles: ['administrators'],
    images: false,
  },
  // Attachments of support tickets: any signed-in customer may attach; only readers of the ticket may download.
  Tickets: {
    extensions: UPLOAD_EXTENSIONS.Tickets,
    maxFilesSetting: 'ticket.maximumfilecount',
    defaultMaxFiles: 5,
    maxSizeSetting: 'ticket.maximumfilesize',
    roles: ['authenticated'],
    images: false,
    private: true,
  },
};

/**
 * The rule of a named upload directory, or undefined for any other name: only the table's own keys count, so a
 * name such as `constructor` or `__proto__` is no directory.
 */
export const uploadRule = (directory: string | undefined): UploadRule | undefined =>
  directory !== undefined && Object.hasOwn(UPLOAD_RULES, directory) ? UPLOAD_RULES[directory] : undefined;

/** jpeg and jpg are one type: the sniffed extension is compared through this. */
export const canonicalExtension = (ext: string): string => (ext.toLowerCase() === 'jpeg' ? 'jpg' : ext.toLowerCase());

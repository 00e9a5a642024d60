/** What a directory accepts (spec 3 §5): extensions, whether the content must prove its type, and the limits. */
export interface UploadRule {
  extensions: string[];
  /** The bytes must be of one of the extensions' types, whatever the file's name says. */
  sniff: boolean;
  maxFilesSetting: string;
  defaultMaxFiles: number;
  maxSizeSetting: string;
  /** Roles that may upload here. */
  roles: string[];
}

export const DEFAULT_MAX_SIZE = 1_048_576;

export const UPLOAD_RULES: Record<string, UploadRule> = {
  avatars: {
    extensions: ['jpg', 'jpeg', 'png', 'bmp'],
    sniff: true,
    maxFilesSetting: 'avatar.maximumfilecount',
    defaultMaxFiles: 1,
    maxSizeSetting: 'adminform.maximumfilesize',
    roles: ['authenticated', 'administrators'],
  },
};

/** jpeg and jpg are one type: the sniffed extension is compared through this. */
export const canonicalExtension = (ext: string): string => (ext.toLowerCase() === 'jpeg' ? 'jpg' : ext.toLowerCase());

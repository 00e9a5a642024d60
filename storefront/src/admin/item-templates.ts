import type { Control } from './templates';

const IMAGES = 'Images';
const optional = (name: string, title: string, type: string, extra: Partial<Control> = {}): Control => ({
  name,
  title,
  type,
  required: false,
  ...extra,
});
const linkFields = (): Control[] => [
  optional('link', 'Link', 'text'),
  optional('linktext', 'Link text', 'text'),
  optional('linktarget', 'Open in', 'select', { options: ['route', 'blank'], default: 'route' }),
];

/**
 * The fields of the entries a componentlist repeats, by componentname: the server's block templates keep the same
 * list (backend block-templates.ts ITEM_TEMPLATES), which the storefront cannot import.
 */
export const ITEM_TEMPLATES: Record<string, Control[]> = {
  linkitem: [
    optional('title', 'Title', 'text'),
    ...linkFields(),
    optional('description', 'Description', 'text'),
    optional('image', 'Image', 'image', { directory: IMAGES }),
    optional('smallimage', 'Small image', 'image', { directory: IMAGES }),
    optional('logocode', 'Icon class', 'text'),
  ],
  menuitem: [
    { name: 'title', title: 'Title', type: 'text' },
    { name: 'link', title: 'Link', type: 'text' },
    optional('opennewtab', 'Open in a new tab', 'toggle'),
    optional('image', 'Image', 'image', { directory: IMAGES }),
    optional('smallimage', 'Small image', 'image', { directory: IMAGES }),
  ],
  faqitem: [
    { name: 'question', title: 'Question', type: 'text' },
    { name: 'answer', title: 'Answer', type: 'richtext' },
  ],
  carditem: [
    { name: 'title', title: 'Title', type: 'text' },
    optional('text', 'Text', 'multiline'),
    optional('image', 'Image', 'image', { directory: IMAGES }),
    ...linkFields(),
  ],
  columnitem: [
    optional('title', 'Title', 'text'),
    optional('text', 'Text', 'richtext'),
    optional('image', 'Image', 'image', { directory: IMAGES }),
    ...linkFields(),
  ],
  dependencyitem: [
    { name: 'title', title: 'Title', type: 'text' },
    optional('file', 'File', 'file', { directory: 'DataContents' }),
    optional('link', 'Link', 'text'),
    optional('linktarget', 'Open in', 'select', { options: ['route', 'blank'], default: 'route' }),
    optional('description', 'Description', 'text'),
  ],
};

/** Where a list entry keeps the directory of an uploaded field: 'image' and 'file' in 'directory', others beside. */
export const itemDirectoryKey = (field: string) =>
  field === 'image' || field === 'file' ? 'directory' : `${field}directory`;

/**
 * The content templates of the storefront's blocks (spec 3 §3 "Template control definition", §9 block list): per
 * componentName, the controls an administrator fills in. A control's name is the data-content key the storefront's
 * block component (or the server's loader for a loadable block) reads, so renaming one here means renaming it there.
 * The server seeds them as content templates; the storefront's block registry is checked against them.
 */

import type { TemplateControl } from './content-template.js';
import { DEFAULT_DIRECTORY, type UploadDirectory } from './files.js';

export interface BlockTemplate {
  componentName: string;
  name: string;
  dataTemplate: TemplateControl[];
}

// Pictures go to Images, the one directory whose files are served inline (/api/CMS/Image); other files to the
// spec's default DataContents, which is served only as downloads.
const IMAGES: UploadDirectory = 'Images';
const FILES = DEFAULT_DIRECTORY;

const optional = (
  name: string,
  title: string,
  type: string,
  extra: Partial<TemplateControl> = {},
): TemplateControl => ({
  name,
  title,
  type,
  required: false,
  ...extra,
});
const title = (): TemplateControl => optional('title', 'Title', 'text');
const eager = (): TemplateControl => optional('eager', 'Load images at once (top of the page)', 'toggle');
// The item fields are looked up when the template list is built (below ITEM_TEMPLATES).
const items = (name: string, componentname: string, label = 'Items'): TemplateControl =>
  optional(name, label, 'componentlist', { componentname, fields: ITEM_TEMPLATES[componentname] });
const onOff = (...names: string[]): TemplateControl[] => names.map((n) => optional(n, n, 'toggle'));
const link = (): TemplateControl[] => [
  optional('link', 'Link', 'text'),
  optional('linktext', 'Link text', 'text'),
  optional('linktarget', 'Open in', 'select', { options: ['route', 'blank'], default: 'route' }),
];

/** Fields of the entries a componentlist repeats, by componentname (spec 3 "Link item", "Menu item"). */
export const ITEM_TEMPLATES: Record<string, TemplateControl[]> = {
  linkitem: [
    optional('title', 'Title', 'text'),
    ...link(),
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
    ...link(),
  ],
  columnitem: [
    optional('title', 'Title', 'text'),
    optional('text', 'Text', 'richtext'),
    optional('image', 'Image', 'image', { directory: IMAGES }),
    ...link(),
  ],
  dependencyitem: [
    { name: 'title', title: 'Title', type: 'text' },
    optional('file', 'File', 'file', { directory: FILES }),
    optional('link', 'Link', 'text'),
    optional('linktarget', 'Open in', 'select', { options: ['route', 'blank'], default: 'route' }),
    optional('description', 'Description', 'text'),
  ],
};

// Header settings of spec 1 §3: read by the server into the request's header settings, all optional.
const HEADER: TemplateControl[] = [
  optional('logo', 'Logo', 'image', { directory: IMAGES }),
  // The header reads the logo's directory from its own key rather than from the image value.
  optional('logodirectory', 'Logo directory', 'text', { default: IMAGES }),
  optional('logoheight', 'Logo height', 'number', { default: '100' }),
  optional('logoclass', 'Logo class', 'text'),
  optional('titleclass', 'Title class', 'text'),
  ...onOff('showlanguage', 'showmenu', 'showprofile', 'showsearchbox', 'showhome', 'showproducts'),
  ...onOff('showquickaccess', 'showsiteheader'),
  optional('menutype', 'Menu type', 'text', { default: 'simple' }),
  optional('headertype', 'Header type', 'text', { default: 'absolute' }),
  ...onOff('applycategoryfilter', 'applyaddressfilter', 'applyregionfilter', 'applypricefilter'),
  ...onOff('applyattributefilter'),
  optional('searchtypes', 'Search types', 'text', { default: 'product,content' }),
  optional('searchbuttontype', 'Search button type', 'text', { default: 'append' }),
  optional('searchboxclass', 'Search box class', 'text'),
  ...onOff('showmobilecommandmenu', 'showshoppingcard'),
  optional('shoppingcardshowtype', 'Cart display type', 'text', { default: 'linkedmainshoppingcard' }),
  optional('childmenuopentype', 'Submenu opens on', 'text', { default: 'click' }),
];

export const BLOCK_TEMPLATES: BlockTemplate[] = [
  {
    componentName: 'video',
    name: 'Video',
    dataTemplate: [
      title(),
      optional('video', 'Video file', 'video', { directory: FILES }),
      optional('url', 'Video address (https)', 'link'),
      optional('poster', 'Poster image', 'image', { directory: IMAGES }),
    ],
  },
  { componentName: 'multicomponent', name: 'Cards', dataTemplate: [title(), items('items', 'carditem'), eager()] },
  {
    componentName: 'privacypolicy',
    name: 'Privacy policy',
    dataTemplate: [
      title(),
      { name: 'content', title: 'Text', type: 'richtext' },
      optional('showtoc', 'Table of contents', 'toggle'),
    ],
  },
  { componentName: 'faq', name: 'Questions and answers', dataTemplate: [title(), items('items', 'faqitem')] },
  { componentName: 'dependencies', name: 'Related links', dataTemplate: [title(), items('items', 'dependencyitem')] },
  {
    componentName: 'imagevideogallery',
    name: 'Image and video gallery',
    dataTemplate: [title(), { name: 'media', title: 'Media', type: 'multiimagevideo', directory: IMAGES }, eager()],
  },
  {
    componentName: 'banner',
    name: 'Banner',
    dataTemplate: [
      { name: 'heading', title: 'Heading', type: 'text' },
      optional('text', 'Text', 'multiline'),
      optional('link', 'Link', 'link'),
      optional('linktext', 'Link text', 'text'),
      optional('image', 'Image', 'image', { directory: IMAGES }),
      optional('style', 'Style', 'select', { options: ['light', 'dark'], default: 'light' }),
    ],
  },
  {
    componentName: 'htmlcontent',
    name: 'Rich text',
    dataTemplate: [title(), { name: 'content', title: 'Content', type: 'richtext' }],
  },
  {
    componentName: 'post',
    name: 'Post',
    dataTemplate: [
      { name: 'title', title: 'Title', type: 'text' },
      optional('date', 'Date', 'datepicker'),
      optional('author', 'Author', 'text'),
      optional('image', 'Image', 'image', { directory: IMAGES }),
      { name: 'content', title: 'Text', type: 'richtext' },
      eager(),
    ],
  },
  {
    componentName: 'footer',
    name: 'Footer',
    dataTemplate: [
      items('sociallinks', 'linkitem', 'Social links'),
      items('addresslinks', 'linkitem', 'Address links'),
      optional('certificates', 'Certificates', 'richtext'),
      optional('copyright', 'Copyright', 'text'),
    ],
  },
  { componentName: 'header', name: 'Header', dataTemplate: HEADER },
  {
    componentName: 'menu',
    name: 'Menu',
    dataTemplate: [
      items('menuitems', 'menuitem', 'Menu items'),
      optional('itemclass', 'Item class', 'text', { default: 'nav-item' }),
      optional('containerclass', 'Container class', 'text'),
      optional('titleclass', 'Title class', 'text'),
      optional('descriptionclass', 'Description class', 'text', { default: 'text-center' }),
    ],
  },
  { componentName: 'mobilecommandmenu', name: 'Mobile command bar', dataTemplate: [items('items', 'linkitem')] },
  {
    componentName: 'productsbox',
    name: 'Products',
    dataTemplate: [
      title(),
      {
        name: 'source',
        title: 'Source',
        type: 'select',
        options: ['featured', 'new', 'homepage', 'category'],
        default: 'featured',
      },
      optional('categoryId', 'Category', 'number'),
      { name: 'count', title: 'Count', type: 'number', default: '8' },
    ],
  },
  {
    componentName: 'productdescriptionbox',
    name: 'Product description',
    dataTemplate: [title(), optional('productId', 'Product (empty: the page product)', 'number')],
  },
  {
    componentName: 'productdetail',
    name: 'Product',
    dataTemplate: [optional('productId', 'Product (empty: the page product)', 'number'), eager()],
  },
  {
    componentName: 'homecustomers',
    name: 'Customers',
    dataTemplate: [title(), optional('count', 'Count', 'number', { default: '12' })],
  },
  {
    componentName: 'contentlist',
    name: 'Content list',
    dataTemplate: [
      title(),
      { name: 'type', title: 'Page type', type: 'select', options: ['Pages', 'News', 'Blogs'], default: 'News' },
      optional('count', 'Count', 'number', { default: '5' }),
    ],
  },
  {
    componentName: 'chatbox',
    name: 'Live support',
    dataTemplate: [title(), optional('text', 'Text', 'multiline'), optional('buttontext', 'Button text', 'text')],
  },
  {
    componentName: 'imagelinkbox',
    name: 'Image links',
    dataTemplate: [title(), items('items', 'linkitem'), eager()],
  },
  {
    componentName: 'rowcomponent',
    name: 'Columns',
    dataTemplate: [title(), items('columns', 'columnitem', 'Columns'), eager()],
  },
  { componentName: 'shoppingcartbox', name: 'Shopping cart', dataTemplate: [title()] },
];

/**
 * The template of a page's own data content (spec 3 §4, the page wizard's step 2), kept as the content template
 * with componentName 'page': an administrator may add controls to it; the page screen shows the subtitle and the
 * summary, and the white paper's screen the attachment too.
 */
export const PAGE_TEMPLATE: BlockTemplate = {
  componentName: 'page',
  name: 'Page',
  dataTemplate: [
    { name: 'subtitle', title: 'Subtitle', type: 'text', required: false },
    { name: 'summary', title: 'Summary', type: 'multiline', required: false },
    // A document the page offers for download (the white paper's PDF), served from the downloads directory.
    { name: 'attachment', title: 'Download (PDF)', type: 'file', required: false, directory: FILES },
  ],
};

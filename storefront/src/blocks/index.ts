import { Banner } from './banner';
import { ChatBox } from './chatbox';
import { ContentList } from './contentlist';
import { Dependencies } from './dependencies';
import { Faq } from './faq';
import { Footer } from './footer';
import { Header } from './header';
import { HomeCustomers } from './homecustomers';
import { HtmlContent } from './htmlcontent';
import { ImageLinkBox } from './imagelinkbox';
import { ImageVideoGallery } from './imagevideogallery';
import { MultiComponent } from './multicomponent';
import { Post } from './post';
import { PrivacyPolicy } from './privacypolicy';
import { ProductDescriptionBox } from './productdescriptionbox';
import { ProductDetail } from './productdetail';
import { ProductsBox } from './productsbox';
import { RowComponent } from './rowcomponent';
import { ShoppingCartBox } from './shoppingcartbox';
import { Video } from './video';
import type { BlockComponent } from './types';

/**
 * The official block components by componentName (lower case): the default ones of spec 3 §9 and the loadable ones.
 * A theme starts from these and replaces what it draws differently. Each has a content template of the same
 * componentName in contracts/src/block-templates.ts naming the controls it reads.
 */
export const OFFICIAL_BLOCKS: Record<string, BlockComponent> = {
  // Default components of a content block.
  video: Video,
  multicomponent: MultiComponent,
  privacypolicy: PrivacyPolicy,
  faq: Faq,
  dependencies: Dependencies,
  imagevideogallery: ImageVideoGallery,
  banner: Banner,
  htmlcontent: HtmlContent,
  post: Post,
  footer: Footer,
  header: Header,
  // Loadable blocks: the server reads their data (block.resolved) before rendering.
  productsbox: ProductsBox,
  productdescriptionbox: ProductDescriptionBox,
  productdetail: ProductDetail,
  homecustomers: HomeCustomers,
  contentlist: ContentList,
  chatbox: ChatBox,
  imagelinkbox: ImageLinkBox,
  rowcomponent: RowComponent,
  shoppingcartbox: ShoppingCartBox,
};

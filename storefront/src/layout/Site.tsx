import { useEffect } from 'react';
import { RenderBlocks } from '../blocks/RenderBlocks';
import { CartDrawerHost } from '../cart/CartDrawerHost';
import { useStorefront } from '../context';
import { useTheme } from '../themes/ThemeContext';
import { renewIfStale } from '../session';
import { Screen } from '../screens/Screen';
import { ToastHost } from '../toast/ToastHost';
import { DefaultHeader } from './Header';
import { MobileCommandBar } from './MobileCommandBar';
import { ThemePreviewBar } from './ThemePreview';

/**
 * Header, the route's screen and footer. The header and footer are blocks of the language's home page (parts
 * 'header' and 'footer'), so an administrator edits them in place like any other block; without a header block the
 * header still draws, from the default settings. Every page has the toasts' host, and a customer's the cart drawer's
 * (whose code comes the first time it opens).
 */
export function Site() {
  const { state, t } = useStorefront();
  const home = state.layout;
  const Floating = useTheme().extras?.floating;
  useEffect(() => {
    void renewIfStale(state.user !== null);
  }, [state.user]);
  const layoutPart = (partName: string) => ({ partName, entityName: 'Page', entityId: state.layoutPageId });
  return (
    <>
      <a className="skip-link" href="#main">
        {t('storefront.skiptocontent')}
      </a>
      <ThemePreviewBar />
      {home.header?.length ? <RenderBlocks blocks={home.header} part={layoutPart('header')} /> : <DefaultHeader />}
      <main id="main" className="site-main">
        <Screen />
      </main>
      <footer className="site-footer">
        <RenderBlocks blocks={home.footer} part={layoutPart('footer')} />
      </footer>
      {Floating && <Floating />}
      {state.header.showmobilecommandmenu && <MobileCommandBar />}
      <ToastHost />
      {state.user && <CartDrawerHost />}
    </>
  );
}

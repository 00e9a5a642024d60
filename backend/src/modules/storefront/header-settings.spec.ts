import { readHeaderSettings } from './header-settings.js';

const data = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, content]) => [k, { content }]));

describe('readHeaderSettings', () => {
  test('without a header block every key has its default', () => {
    expect(readHeaderSettings(undefined)).toMatchObject({
      logodirectory: 'DataContents',
      logoheight: 100,
      menutype: 'simple',
      headertype: 'absolute',
      searchtypes: 'product,content',
      searchbuttontype: 'append',
      shoppingcardshowtype: 'linkedmainshoppingcard',
      childmenuopentype: 'click',
      showsearchbox: true,
      applypricefilter: false,
      show: {},
    });
  });

  test('flags are on for 1 or true in any case, off otherwise; texts and the logo height are read', () => {
    const s = readHeaderSettings(
      data({
        showsearchbox: '0',
        showmenu: 'TRUE',
        showhome: 1,
        showproducts: 'no',
        logoheight: '64',
        menutype: 'mega',
      }),
    );
    expect(s).toMatchObject({ showsearchbox: false, showmenu: true, showhome: true, showproducts: false });
    expect(s).toMatchObject({ logoheight: 64, menutype: 'mega' });
  });

  test('show{routename} switches of the profile menu are collected by route name', () => {
    expect(readHeaderSettings(data({ showMyAddresses: 'true', showtickets: '0' })).show).toEqual({
      myaddresses: true,
      tickets: false,
    });
  });
});

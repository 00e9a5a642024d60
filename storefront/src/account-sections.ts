/** The account routes of spec 1 §2.2, in menu order; each shows in the profile menu when its show switch is on. */
export const ACCOUNT_SECTIONS = [
  'myproductorders',
  'favoriteproducts',
  'myaddresses',
  'mypayments',
  'myshipments',
  'myproducts',
  'mynewproducts',
  'tickets',
  'myorders',
  'mywallets',
  'mydeposits',
  'mywithdrawals',
  'mystakes',
] as const;

/** Each account section's title. */
export const ACCOUNT_LABELS: Record<string, string> = {
  profile: 'storefront.account.profile',
  myproductorders: 'storefront.account.myproductorders',
  favoriteproducts: 'storefront.account.favoriteproducts',
  myaddresses: 'storefront.account.myaddresses',
  mypayments: 'storefront.account.mypayments',
  myshipments: 'storefront.account.myshipments',
  myproducts: 'storefront.account.myproducts',
  mynewproducts: 'storefront.account.mynewproducts',
  tickets: 'storefront.account.tickets',
  mycustomers: 'storefront.account.mycustomers',
  myorders: 'storefront.account.myorders',
  mywallets: 'storefront.account.mywallets',
  mydeposits: 'storefront.account.mydeposits',
  mywithdrawals: 'storefront.account.mywithdrawals',
  mystakes: 'storefront.account.mystakes',
};

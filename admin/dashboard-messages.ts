/**
 * Which translations the dashboard's bundle carries. The storefront's texts are a fifth of each language file and
 * the dashboard loads its language before the first screen, so they stay out, but for the groups the dashboard
 * shows too (the order's invoice, its lines and whether it is paid).
 */
export const STOREFRONT_GROUPS_SHOWN = ['invoice', 'cart', 'payment'];

/** The messages of one language as the dashboard ships them. */
export function dashboardMessages(messages: Record<string, unknown>): Record<string, unknown> {
  const storefront = messages.storefront as Record<string, unknown> | undefined;
  if (!storefront) return messages;
  const kept = Object.fromEntries(
    Object.entries(storefront).filter(([group]) => STOREFRONT_GROUPS_SHOWN.includes(group)),
  );
  return { ...messages, storefront: kept };
}

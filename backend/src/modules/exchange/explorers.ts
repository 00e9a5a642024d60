/** Block explorers of the token standards the spec names (spec 1 §9), by network symbol. */
const EXPLORERS: Record<string, { tx: string; address: string }> = {
  BEP20: { tx: 'https://bscscan.com/tx/', address: 'https://bscscan.com/address/' },
  ERC20: { tx: 'https://etherscan.io/tx/', address: 'https://etherscan.io/address/' },
  TRC20: { tx: 'https://tronscan.org/#/transaction/', address: 'https://tronscan.org/#/address/' },
};

/** The explorer pages of a network (the prefixes of transaction and address pages), if it is one the spec names. */
export const explorerOf = (network: string | null | undefined): { tx: string; address: string } | undefined =>
  network ? EXPLORERS[network.toUpperCase()] : undefined;

/** A transaction's or an address's page on its network's explorer; undefined for other networks or odd text. */
export function explorerLink(
  network: string | null | undefined,
  kind: 'tx' | 'address',
  value: string,
): string | undefined {
  const explorer = explorerOf(network);
  if (!explorer || !/^[A-Za-z0-9]{20,100}$/.test(value)) return undefined;
  return `${explorer[kind]}${value}`;
}

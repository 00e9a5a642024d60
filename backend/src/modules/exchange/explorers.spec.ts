import { explorerLink } from './explorers.js';

test('transactions and addresses link to their network’s explorer', () => {
  const hash = '0x' + 'ab'.repeat(32);
  expect(explorerLink('BEP20', 'tx', hash)).toBe(`https://bscscan.com/tx/${hash}`);
  expect(explorerLink('erc20', 'address', 'a'.repeat(40))).toBe(`https://etherscan.io/address/${'a'.repeat(40)}`);
  expect(explorerLink('TRC20', 'tx', 'f'.repeat(64))).toBe(`https://tronscan.org/#/transaction/${'f'.repeat(64)}`);
  expect(explorerLink('TRC20', 'address', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf')).toBe(
    'https://tronscan.org/#/address/TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  );
});

test('unknown networks and text that is not a hash or an address get no link', () => {
  expect(explorerLink('BTC', 'tx', 'f'.repeat(64))).toBeUndefined();
  expect(explorerLink(undefined, 'tx', 'f'.repeat(64))).toBeUndefined();
  expect(explorerLink('ERC20', 'tx', '"><script>alert(1)</script>')).toBeUndefined();
  expect(explorerLink('ERC20', 'tx', 'abc')).toBeUndefined();
});

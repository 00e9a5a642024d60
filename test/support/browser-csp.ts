import { takeCspViolations } from './browser.js';

// A page the server's Content-Security-Policy broke fails its test, even one that does not look at console errors:
// a refused script, style, image or connection means part of the page does not work for real visitors either.
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

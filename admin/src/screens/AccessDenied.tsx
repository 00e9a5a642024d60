// react-admin's page for /access-denied, in a chunk of its own: rarely seen, so not on the first page.
export { AccessDenied as default } from 'react-admin';

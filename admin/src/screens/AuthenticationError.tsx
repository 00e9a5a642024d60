// react-admin's page for /authentication-error, in a chunk of its own: rarely seen, so not on the first page.
export { AuthenticationError as default } from 'react-admin';

// The scim module's public face: what other modules and the app may use of it.
export { scimRouter } from './scim.router';

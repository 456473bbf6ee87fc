// The request-types module's public face: what other modules may use of it.
export { RequestTypeEntity } from './request-type.entity';

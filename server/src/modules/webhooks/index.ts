// The webhooks module's public face: what other modules may use of it.
export { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhookBody } from './webhook-signature';

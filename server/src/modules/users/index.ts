// The users module's public face: what other modules may use of it (model.ts, and its services).
export * from './model';
export type { UserService } from './user.service';

/**
 * The person the policies judge and an actor signs in as: the users module's entity, which fills this
 * interface in by declaration merging (modules/users/user.entity.ts). The policies stand below the
 * modules, so they name the person here and never import a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Person {}

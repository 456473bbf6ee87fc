// The teams module's public face: what other modules may use of it.
export { TeamEntity } from './team.entity';

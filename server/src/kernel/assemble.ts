import type { AllServices, AnyModule, Kernel, ModuleReactions, ScheduledWork } from './module';

/** A module once its services exist: what its adapters are built from. */
export interface AssembledModule {
  definition: AnyModule;
  /** The kernel, the services of the modules it needs, and its own. */
  scope: Record<string, unknown>;
}

/**
 * Every service of the kernel and of every module, wired once per process and shared by GraphQL, REST
 * and sockets; `modules` are the assembled modules in the order of their needs, which the root loops
 * over to mount their resolvers, routes and scheduled work.
 */
export type Services = AllServices & { modules: readonly AssembledModule[] };

/**
 * The modules in an order where each comes after every module it needs (alphabetical where the needs
 * leave a choice). A need that names no module, or needs that run in a circle, stop the start.
 */
export function orderByNeeds(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>();
  for (const candidate of modules) {
    if (byName.has(candidate.name)) throw new Error(`Two modules are named ${candidate.name}`);
    byName.set(candidate.name, candidate);
  }
  for (const candidate of modules)
    for (const need of candidate.needs ?? [])
      if (!byName.has(need)) throw new Error(`Module ${candidate.name} needs ${need}, and there is no module ${need}`);

  const ordered: AnyModule[] = [];
  const placed = new Set<string>();
  const visiting: string[] = [];
  const visit = (candidate: AnyModule) => {
    if (placed.has(candidate.name)) return;
    const circle = visiting.indexOf(candidate.name);
    if (circle >= 0)
      throw new Error(
        `Modules need each other in a circle: ${[...visiting.slice(circle), candidate.name].join(' → ')}`,
      );
    visiting.push(candidate.name);
    for (const need of [...(candidate.needs ?? [])].sort()) visit(byName.get(need)!);
    visiting.pop();
    placed.add(candidate.name);
    ordered.push(candidate);
  };
  for (const candidate of [...modules].sort((a, b) => a.name.localeCompare(b.name))) visit(candidate);
  return ordered;
}

/**
 * Builds every module's services in the order of their needs. Each module's `provide` gets the kernel
 * and the services of the modules it needs, nothing more; two modules (or a module and the kernel)
 * providing the same name stop the start. Then each module's jobs are registered and its reactions
 * subscribed. Returns every service by name and the assembled modules, in order.
 */
export function assembleModules(
  modules: readonly AnyModule[],
  kernel: Kernel,
): { services: Record<string, unknown>; assembled: AssembledModule[] } {
  const ordered = orderByNeeds(modules);
  const services: Record<string, unknown> = { ...kernel };
  const providedBy = new Map<string, Record<string, unknown>>();
  const owner = new Map<string, string>(Object.keys(kernel).map((key) => [key, 'the kernel']));
  const assembled: AssembledModule[] = [];
  for (const definition of ordered) {
    const deps: Record<string, unknown> = { ...kernel };
    for (const need of definition.needs ?? []) Object.assign(deps, providedBy.get(need));
    const provided = (definition.provide?.(deps as never) ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(provided)) {
      if (owner.has(key))
        throw new Error(`Module ${definition.name} provides ${key}, which ${owner.get(key)} provides`);
      owner.set(key, `module ${definition.name}`);
    }
    providedBy.set(definition.name, provided);
    Object.assign(services, provided);
    assembled.push({ definition, scope: { ...deps, ...provided } });
  }

  const queues = new Map<string, string>();
  for (const { definition, scope } of assembled) {
    for (const [queue, { run, ...options }] of Object.entries(definition.jobs?.(scope as never) ?? {})) {
      if (queues.has(queue))
        throw new Error(`Modules ${queues.get(queue)} and ${definition.name} both run queue ${queue}`);
      queues.set(queue, definition.name);
      kernel.jobs.register(queue, run, options);
    }
    const reactions: ModuleReactions = definition.on?.(scope as never) ?? {};
    if (reactions.requestEvent) kernel.events.onRequestEvent(reactions.requestEvent);
  }
  return { services, assembled };
}

/** Every module's scheduled work, by name (which is also its queue); two of one name stop the start. */
export function scheduledWorkOf(assembled: readonly AssembledModule[]): Map<string, ScheduledWork> {
  const work = new Map<string, ScheduledWork>();
  for (const { definition, scope } of assembled) {
    for (const [name, scheduled] of Object.entries(definition.schedules?.(scope as never) ?? {})) {
      if (work.has(name)) throw new Error(`Two modules schedule work named ${name}`);
      work.set(name, scheduled);
    }
  }
  return work;
}

const notServed = () => {
  throw new Error('This API is only described here, not served: its services do not exist');
};
/** A service that is not there: any property is another such service, and calling one fails loudly. */
const absent: unknown = new Proxy(notServed, {
  get: (_target, key) => (key === 'then' ? undefined : absent),
});

/**
 * The modules with scopes whose services are absent, in the order of their needs: enough to describe
 * the API (the schema for static checks, the REST routes for the OpenAPI document), never to serve it.
 */
export function describedModules(modules: readonly AnyModule[]): AssembledModule[] {
  const scope = new Proxy({}, { get: () => absent }) as Record<string, unknown>;
  return orderByNeeds(modules).map((definition) => ({ definition, scope }));
}

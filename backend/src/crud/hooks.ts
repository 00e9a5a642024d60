import { Inject, Injectable, SetMetadata, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../auth/actor.js';
import type { EntityMeta } from '../schema/entity-meta.js';
import type { Row } from './pipeline/serialize.js';
import type { CrudTx } from './unit-of-work.js';

export type WriteOperation = 'create' | 'update' | 'delete';

export interface HookContext {
  entity: EntityMeta;
  actor: Actor;
  op: WriteOperation;
  /** The transaction of the write: a hook reads through it, so what it sees commits or rolls back with the write. */
  manager: EntityManager;
  /** The pipeline in the same transaction: a hook writes other records through it (their hooks and history run). */
  tx: CrudTx;
  /** What will be written (create, update); hooks may add to it. */
  values: Row;
  /** The locked record before the change (update, delete). */
  current?: Row;
  /** The record after the change (after hooks). */
  result?: Row;
  /** The named action being run, when the write is one. */
  action?: string;
}

/**
 * Behaviour a schema cannot express, plugged into the generic pipeline by entity name. beforeWrite runs after
 * validation, inside the write's transaction; afterWrite after the write, in the same transaction; afterCommit once
 * it is committed (cache invalidation, notifications); changedElsewhere when another node committed a write of the
 * entity (ChangeFeed, with Redis configured): a cache of its rows drops them there too.
 */
export interface EntityHooks {
  beforeWrite?(ctx: HookContext): Promise<void> | void;
  afterWrite?(ctx: HookContext): Promise<void> | void;
  afterCommit?(ctx: HookContext): Promise<void> | void;
  changedElsewhere?(entityName: string): void;
}

const HOOKS_KEY = 'saray:entity-hooks';

/** Marks a provider as the hooks of one or more entities: @HooksFor('SecurityAccess'). */
export const HooksFor = (...entities: string[]) => SetMetadata(HOOKS_KEY, entities);

/** Finds every @HooksFor provider at start-up; the generic code never learns an entity's name. */
@Injectable()
export class HookRegistry implements OnModuleInit {
  private readonly byEntity = new Map<string, EntityHooks[]>();

  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const target = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      const entities = target ? (Reflect.getMetadata(HOOKS_KEY, target) as string[] | undefined) : undefined;
      if (!entities || !wrapper.instance) continue;
      for (const name of entities)
        this.byEntity.set(name, [...(this.byEntity.get(name) ?? []), wrapper.instance as EntityHooks]);
    }
  }

  /** Hooks added after start-up (an extension's): they run after the entity's own, in the order added. */
  add(entityName: string, hooks: EntityHooks): () => void {
    this.byEntity.set(entityName, [...(this.byEntity.get(entityName) ?? []), hooks]);
    return () =>
      this.byEntity.set(
        entityName,
        (this.byEntity.get(entityName) ?? []).filter((h) => h !== hooks),
      );
  }

  async run(step: Exclude<keyof EntityHooks, 'changedElsewhere'>, ctx: HookContext): Promise<void> {
    for (const hooks of this.byEntity.get(ctx.entity.name) ?? []) await hooks[step]?.(ctx);
  }

  /** The changedElsewhere hooks of these entities ('all': of every entity). */
  changedElsewhere(entities: ReadonlySet<string> | 'all'): void {
    for (const [name, list] of this.byEntity)
      if (entities === 'all' || entities.has(name)) for (const hooks of list) hooks.changedElsewhere?.(name);
  }
}

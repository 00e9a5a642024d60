import { Injectable } from '@nestjs/common';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';

/**
 * A saved list view is always its saver's: the owner field is read-only and filled here from the caller, so nobody
 * places a view in another person's list or hands theirs over. Reading stays with the owner alone (the file's access
 * grants editown and nothing wider, administrators included).
 */
@Injectable()
@HooksFor('SavedView')
export class SavedViewHooks implements EntityHooks {
  beforeWrite({ op, actor, values }: HookContext): void {
    if (op === 'create') values.customerId = actor.id;
  }
}

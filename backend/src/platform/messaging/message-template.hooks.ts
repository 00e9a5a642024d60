import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { MESSAGE_EVENTS, isMessageEvent } from './message-events.js';
import { placeholdersOf } from './template-render.js';

/** A template may use only its event's placeholders: a misspelt one is refused on save, not left blank in mail. */
@Injectable()
@HooksFor('MessageTemplate')
export class MessageTemplateHooks implements EntityHooks {
  beforeWrite({ op, current, values }: HookContext): void {
    if (op === 'delete') return;
    const template = { ...current, ...values };
    if (!isMessageEvent(template.eventKey)) return;
    const known: readonly string[] = MESSAGE_EVENTS[template.eventKey];
    for (const field of ['subject', 'body']) {
      const unknown = placeholdersOf(String(template[field] ?? '')).find((p) => !known.includes(p));
      if (unknown)
        throw AppError.badRequest(
          'messagetemplate.error.placeholder',
          [{ path: `/${field}`, error: 'messagetemplate.error.placeholder', params: { name: unknown } }],
          { name: unknown, known: known.join(', ') },
        );
    }
  }
}

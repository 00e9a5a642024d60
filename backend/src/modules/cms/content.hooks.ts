import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { readRelated, touches } from '../../crud/related.js';
import { Registry } from '../../schema/registry.js';
import { checkDataContent, checkMenuItems } from './data-content.js';

/** A content block's data is checked against its template whenever either changes (spec 3: validated on save). */
@Injectable()
@HooksFor('Content')
export class ContentHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || !touches(current, values, 'dataContent', 'contentTemplateId', 'componentName')) return;
    const record = { ...current, ...values };
    if (typeof record.dataContent !== 'string' || !record.dataContent) return;
    const template = await readRelated(manager, this.registry, 'ContentTemplate', record.contentTemplateId, 'share');
    const problems = [
      ...checkDataContent(template?.dataTemplate as string | undefined, record.dataContent),
      ...(String(record.componentName).toLowerCase() === 'menu' ? checkMenuItems(record.dataContent) : []),
    ];
    if (problems.length) throw AppError.badRequest('common.error.validation', problems);
  }
}

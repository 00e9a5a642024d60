import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { touches } from '../../crud/related.js';
import { checkDataContent } from './data-content.js';

/** The content template a page's own data content follows (seeded from PAGE_TEMPLATE). */
export const PAGE_TEMPLATE_NAME = 'page';

/** A page's data content is checked against the page template on save, as a block's is against its own. */
@Injectable()
@HooksFor('Page')
export class PageHooks implements EntityHooks {
  async beforeWrite({ op, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || !touches(current, values, 'dataContent')) return;
    const dataContent = values.dataContent;
    if (typeof dataContent !== 'string' || !dataContent) return;
    const [template] = (await manager.query(
      'SELECT data_template AS "dataTemplate" FROM content_templates WHERE component_name = $1 ORDER BY id LIMIT 1 FOR SHARE',
      [PAGE_TEMPLATE_NAME],
    )) as { dataTemplate: string | null }[];
    const problems = checkDataContent(template?.dataTemplate ?? undefined, dataContent);
    if (problems.length) throw AppError.badRequest('common.error.validation', problems);
  }
}

import type { Provider } from '@nestjs/common';
import { ArchiveFileHooks } from './archive-file.hooks.js';
import { DocumentHooks } from './document.hooks.js';

/** Archives (spec 2 §3): archive file numbering and the limits of document types. */
export const archivesProviders: Provider[] = [ArchiveFileHooks, DocumentHooks];

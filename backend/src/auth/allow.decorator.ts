import { SetMetadata } from '@nestjs/common';

export const ALLOW_KEY = 'saray:allow';
/** Role list meaning "the entity file's access block decides" (checked by the CRUD pipeline). */
export const ENTITY_ACCESS = '$entity';

/**
 * Declares who may call a handler: role system names (any match, case-insensitive), 'guests' for everyone, or
 * ENTITY_ACCESS for the generic CRUD routes. A handler without it is refused: deny by default.
 *
 * @example @Allow('administrators') @Get('getMyCustomers') …
 */
export const Allow = (...roles: string[]) => SetMetadata(ALLOW_KEY, roles);

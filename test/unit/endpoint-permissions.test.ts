import { PATH_METADATA } from '@nestjs/common/constants.js';
import { AppModule } from '../../backend/src/app.module.js';
import { ALLOW_KEY } from '../../backend/src/auth/allow.decorator.js';
import { loadConfig } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';

// Deny by default: a named endpoint that does not say who may call it is refused at run time; this finds it first.
test('every controller handler declares who may call it', () => {
  const config = { ...loadConfig(), dataDir: 'memory://', jwtSecret: 'x'.repeat(32) };
  const module = AppModule.forRoot(config, Registry.fromDirectory(config.schemasDir), '0');
  const undeclared: string[] = [];
  let handlers = 0;
  for (const controller of module.controllers ?? []) {
    const proto = (controller as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = (proto as Record<string, unknown>)[name];
      if (
        name === 'constructor' ||
        typeof handler !== 'function' ||
        Reflect.getMetadata(PATH_METADATA, handler) === undefined
      )
        continue;
      handlers++;
      if (!Reflect.getMetadata(ALLOW_KEY, handler) && !Reflect.getMetadata(ALLOW_KEY, controller))
        undeclared.push(`${controller.name}.${name}`);
    }
  }
  expect(handlers).toBeGreaterThan(5);
  expect(undeclared).toEqual([]);
});

process.env.SARAY_TEST_ENGINE = 'pglite';

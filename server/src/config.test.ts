import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the demo seed and the name Tillwise', () => {
    const config = loadConfig({}, ['node', 'server.ts']);
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.seed).toBe('demo');
    expect(config.productName).toBe('Tillwise');
  });

  it('reads PORT, DATA_DIR, TILLWISE_PRODUCT_NAME, and --empty or TILLWISE_SEED=empty', () => {
    expect(loadConfig({ PORT: '4000', DATA_DIR: '/tmp/x', TILLWISE_PRODUCT_NAME: 'Greenleaf POS' }, [])).toMatchObject({
      port: 4000,
      dataDir: '/tmp/x',
      productName: 'Greenleaf POS',
    });
    expect(loadConfig({}, ['node', 'server.ts', '--empty']).seed).toBe('empty');
    expect(loadConfig({ TILLWISE_SEED: 'empty' }, []).seed).toBe('empty');
  });

  it('keeps the store in SQLite unless DATABASE_URL names a PostgreSQL server', () => {
    expect(loadConfig({}, []).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://pos@db.internal:5432/chain' }, []).databaseUrl).toBe(
      'postgres://pos@db.internal:5432/chain',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, [])).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('runs one server process unless TILLWISE_WORKERS asks for more, which needs PostgreSQL', () => {
    expect(loadConfig({}, []).workers).toBe(1);
    const url = 'postgres://pos@db.internal:5432/chain';
    expect(loadConfig({ DATABASE_URL: url, TILLWISE_WORKERS: '4' }, []).workers).toBe(4);
    expect(() => loadConfig({ TILLWISE_WORKERS: '2' }, [])).toThrow(/TILLWISE_WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: url, TILLWISE_WORKERS: '0' }, [])).toThrow(/TILLWISE_WORKERS must be/);
    expect(() => loadConfig({ DATABASE_URL: url, TILLWISE_WORKERS: 'many' }, [])).toThrow(/TILLWISE_WORKERS must be/);
  });

  it('serves https on 3443 beside http unless HTTPS_PORT says otherwise, with the local CA unless TLS_CERT/TLS_KEY', () => {
    expect(loadConfig({}, []).https).toEqual({ port: 3443, certFile: null, keyFile: null, hostnames: [] });
    expect(loadConfig({ HTTPS_PORT: 'off' }, []).https).toBeNull();
    expect(loadConfig({ HTTPS_PORT: '8443', TLS_HOSTNAMES: 'till.shop.lan, 10.0.0.5' }, []).https).toMatchObject({
      port: 8443,
      hostnames: ['till.shop.lan', '10.0.0.5'],
    });
    expect(loadConfig({ TLS_CERT: '/etc/shop/cert.pem', TLS_KEY: '/etc/shop/key.pem' }, []).https).toMatchObject({
      certFile: '/etc/shop/cert.pem',
      keyFile: '/etc/shop/key.pem',
    });
    expect(() => loadConfig({ TLS_CERT: '/etc/shop/cert.pem' }, [])).toThrow(/TLS_CERT and TLS_KEY go together/);
    expect(() => loadConfig({ HTTPS_PORT: 'secure' }, [])).toThrow(/HTTPS_PORT must be a port number or off/);
    expect(loadConfig({}, []).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, []).trustProxy).toBe(true);
  });

  it('seeds the US demo unless TILLWISE_DEMO asks for the UK one, and refuses any other', () => {
    expect(loadConfig({}, []).demo).toBe('us');
    expect(loadConfig({ TILLWISE_DEMO: 'uk' }, []).demo).toBe('uk');
    expect(loadConfig({ TILLWISE_DEMO: ' UK ' }, []).demo).toBe('uk');
    expect(loadConfig({ TILLWISE_DEMO: '' }, []).demo).toBe('us');
    expect(() => loadConfig({ TILLWISE_DEMO: 'gb' }, [])).toThrow('TILLWISE_DEMO must be us or uk, got gb');
  });

  it('refuses a bad PORT or admin PIN at start', () => {
    expect(() => loadConfig({ PORT: 'abc' }, [])).toThrow(/PORT/);
    expect(() => loadConfig({ TILLWISE_ADMIN_PIN: '12' }, [])).toThrow(/PIN/);
  });
});

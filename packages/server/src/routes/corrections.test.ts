import {
  buildPath,
  CORRECTION_LIMIT_MESSAGE,
  CORRECTION_NOT_FOUND_MESSAGE,
  CORRECTIONS_PER_USER_MAX,
  correctionIdentity,
  correctionsResponseSchema,
  createCorrectionResponseSchema,
  endpoints,
} from '@ledgerlight/contract';
import type { CorrectionRule } from '@ledgerlight/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { POSTGRES_SKIP_REASON, seedAccounts, TEST_BACKENDS } from '../database.test-support';
import type { TestDatabase } from '../database.test-support';
import { bankAccounts, userCorrections, users } from '../db/schema';
import { hardeningConfig, newUser, send } from '../http/hardening.test-support';
import type { TestUser } from '../http/hardening.test-support';
import { createTestIdentity } from '../identity.test-support';
import type { TestIdentity } from '../identity.test-support';
import { buildServer } from '../server';
import type { LedgerlightServer } from '../server';
import { SandboxBank } from '@ledgerlight/local-stack';
import { createTokenCipher, generateTokenEncryptionKey } from '../providers/tokenCipher';

/**
 * GET, POST and DELETE /api/corrections (ADR 0040) on PGlite and PostgreSQL: newest first, worded,
 * one rule per identity, the per-user cap, 404 for any id not the caller's, and retention: unlinking a
 * bank keeps the rules, deleting the account deletes them. The bad-token and bad-input matrices
 * (http/) cover the three calls with every other call of the contract.
 */

const netflix = { key: 'svc:netflix', name: 'Netflix' };
const rename = (name: string): CorrectionRule => ({ kind: 'rename', merchant: netflix, name });

for (const backend of TEST_BACKENDS) {
  const title = backend.available
    ? `Corrections routes (${backend.name})`
    : `Corrections routes (${backend.name}, ${POSTGRES_SKIP_REASON})`;

  describe.skipIf(!backend.available)(title, { timeout: 60_000 }, () => {
    let testDb: TestDatabase;
    let identity: TestIdentity;
    let server: LedgerlightServer;

    beforeAll(async () => {
      identity = await createTestIdentity();
      testDb = await backend.open();
      server = await buildServer({
        config: hardeningConfig(identity),
        database: testDb.database,
        keys: identity.keys,
        identityAccounts: { deleteIdentity: () => Promise.resolve('deleted') },
        bank: {
          provider: new SandboxBank({ secret: generateTokenEncryptionKey() }),
          cipher: createTokenCipher({ key: generateTokenEncryptionKey() }),
        },
      });
    }, 120_000);

    afterAll(async () => {
      await server?.app.close();
      await testDb?.drop();
    });

    const create = (user: TestUser, body: unknown) =>
      send(server, 'POST', buildPath(endpoints.correctionCreate), { token: user.token, body });
    const list = async (user: TestUser) => {
      const response = await send(server, 'GET', buildPath(endpoints.correctionsList), { token: user.token });
      expect(response.status).toBe(200);
      return correctionsResponseSchema.parse(response.json).corrections;
    };
    const remove = (user: TestUser, id: string) =>
      send(server, 'DELETE', buildPath(endpoints.correctionDelete, { id }), { token: user.token });

    it('stores rules newest first, worded, and a rule made again replaces the older one', async () => {
      const user = await newUser(server, identity, 'carol');
      expect(await list(user)).toEqual([]);
      const first = await create(user, rename('Movies'));
      expect(first.status).toBe(201);
      const { correction } = createCorrectionResponseSchema.parse(first.json);
      expect(correction).toMatchObject({
        rule: rename('Movies'),
        description: 'Show Netflix as “Movies”',
        touched: null,
      });

      const other = await create(user, { kind: 'not_recurring', merchant: { key: 'CRUNCHFITNESS', name: 'Crunch' } });
      expect(other.status).toBe(201);
      const again = createCorrectionResponseSchema.parse((await create(user, rename('Family movies'))).json);
      const listed = await list(user);
      expect(listed.map((c) => c.description)).toEqual([
        'Show Netflix as “Family movies”',
        'Crunch is not a recurring charge',
      ]);
      expect(listed[0]?.id).toBe(again.correction.id);
      expect(listed.map((c) => c.id)).not.toContain(correction.id);
      // A name is trimmed before it is stored.
      const trimmed = createCorrectionResponseSchema.parse((await create(user, rename('  Films  '))).json);
      expect(trimmed.correction.rule).toEqual(rename('Films'));
    });

    it("answers 404 for another user's id and an unknown one alike, and changes nothing", async () => {
      const owner = await newUser(server, identity, 'dave');
      const intruder = await newUser(server, identity, 'erin');
      const { correction } = createCorrectionResponseSchema.parse((await create(owner, rename('Movies'))).json);
      const notFound = { error: 'Not Found', message: CORRECTION_NOT_FOUND_MESSAGE };
      expect([(await remove(intruder, correction.id)).status, (await remove(intruder, correction.id)).json]).toEqual([
        404,
        notFound,
      ]);
      const unknown = await remove(intruder, crypto.randomUUID());
      expect([unknown.status, unknown.json]).toEqual([404, notFound]);
      expect(await list(intruder)).toEqual([]);
      expect((await list(owner)).map((c) => c.id)).toEqual([correction.id]);

      expect((await remove(owner, correction.id)).json).toEqual({ success: true });
      expect(await list(owner)).toEqual([]);
      expect((await remove(owner, correction.id)).status).toBe(404);
    });

    it('refuses unknown kinds, names over 60 characters and extra fields, naming the field', async () => {
      const user = await newUser(server, identity, 'frank');
      const cases: readonly (readonly [unknown, string])[] = [
        [{ kind: 'ignore_forever', merchant: netflix }, 'body.kind'],
        [rename('x'.repeat(61)), 'body.name'],
        [{ ...rename('Movies'), userId: 'someone-else' }, 'userId'],
        [{ kind: 'not_recurring', merchant: { ...netflix, descriptor: 'NETFLIX.COM 866' } }, 'descriptor'],
        [{ kind: 'set_category', merchant: netflix, category: 'Streaming' }, 'body.category'],
      ];
      for (const [body, field] of cases) {
        const response = await create(user, body);
        expect([field, response.status]).toEqual([field, 400]);
        expect(JSON.stringify(response.json)).toContain(field);
      }
      expect(await list(user)).toEqual([]);
    });

    it(`keeps at most ${CORRECTIONS_PER_USER_MAX} rules, and a replacement still fits at the cap`, async () => {
      const user = await newUser(server, identity, 'grace');
      const rows = Array.from({ length: CORRECTIONS_PER_USER_MAX }, (_, i) => {
        const rule: CorrectionRule = {
          kind: 'not_recurring',
          merchant: { key: `MERCHANT${i}`, name: `Merchant ${i}` },
        };
        return { userId: user.sub, identity: correctionIdentity(rule), rule };
      });
      await server.database.db.insert(userCorrections).values(rows);
      const over = await create(user, rename('Movies'));
      expect([over.status, over.json]).toEqual([409, { error: 'Conflict', message: CORRECTION_LIMIT_MESSAGE }]);
      const replacing = await create(user, rows[0]?.rule);
      expect(replacing.status).toBe(201);
      expect(await list(user)).toHaveLength(CORRECTIONS_PER_USER_MAX);
    });

    it('keeps the rules when a bank is unlinked and deletes them with the account', async () => {
      const user = await newUser(server, identity, 'heidi');
      const [account] = await seedAccounts(server.database.db, user.sub, 1);
      const [linked] = await server.database.db
        .select({ itemId: bankAccounts.itemId })
        .from(bankAccounts)
        .where(eq(bankAccounts.id, account ?? ''));
      await create(user, rename('Movies'));
      const unlinked = await send(
        server,
        'DELETE',
        buildPath(endpoints.plaidDeleteItem, { itemId: linked?.itemId ?? '' }),
        {
          token: user.token,
        },
      );
      expect(unlinked.status).toBe(200);
      expect(await list(user)).toHaveLength(1);

      const accessToken = await identity.idToken({
        sub: user.sub,
        claims: { token_use: 'access', client_id: identity.clientId, aud: undefined, email: undefined },
      });
      const deleted = await send(server, 'DELETE', '/api/users/me', { token: user.token, body: { accessToken } });
      expect(deleted.status).toBe(200);
      const left = await server.database.db.select().from(userCorrections).where(eq(userCorrections.userId, user.sub));
      expect(left).toEqual([]);
      const [tombstone] = await server.database.db.select().from(users).where(eq(users.id, user.sub));
      expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    });
  });
}

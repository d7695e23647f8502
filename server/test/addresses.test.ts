import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addressSnapshot, listAddresses, seedDemoAddresses } from '../src/features/address/index.ts';
import { DEMO_ACCOUNTS, PasswordHasher, seedDemoAccounts } from '../src/features/identity/index.ts';
import { issueSession } from '../src/features/identity/sessions.ts';
import { chinaRegions, countries, userAddresses, users } from '../src/platform/db/schema/index.ts';
import { describeEachEngine } from './support/engines.ts';
import { createAccount, DE, failedFields, insertIdentityReferenceData, TEST_PASSWORD_COST, TestClock, US } from './support/identity-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const CN = 44;
const HK = 98;

/** The address form as a buyer in Munich fills it in. */
const munich = {
  type_id: 1 as const,
  contact_name: 'Anna Schmidt',
  company_name: 'Schmidt Elektronik GmbH',
  telephone: '+49 89 2180 4410',
  email_address: 'wareneingang@schmidt-elektronik.de',
  country_id: DE,
  state: 'Bavaria',
  city: 'Munich',
  postal_code: '80339',
  address_ln1: 'Landsberger Str. 110',
  address_ln2: 'Tor 3, Wareneingang',
};

const shenzhen = {
  type_id: 1 as const,
  contact_name: '王磊',
  company_name: '深圳华芯电子有限公司',
  telephone: '+86 755 8636 2210',
  email_address: 'wanglei@huaxin-sz.cn',
  country_id: CN,
  state: '广东省',
  city: '深圳市',
  postal_code: '518057',
  address_ln1: '南山区 科技园南区 高新南七道 20 号',
};

describeEachEngine('saved addresses', (engine) => {
  let server: TestServer;
  const clock = new TestClock();
  const db = () => server.database.db;

  async function buyer(): Promise<{ token: string; userId: number }> {
    const account = await createAccount(db(), clock.now());
    return { token: (await issueSession(db(), account.id, clock.now())).token, userId: account.id };
  }

  /** Saves an address a second later than the one before, so "newest" is well defined. */
  async function save(token: string, body: Record<string, unknown>) {
    clock.advance(1);
    return server.call('createUserAddress', { token, body });
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: clock.now,
      mailLog: () => {},
      passwordCostLog2: TEST_PASSWORD_COST,
      prepare: async ({ db }) => {
        await insertIdentityReferenceData(db);
        await db.insert(countries).values([
          { id: CN, isoCode: 'CN', phoneCode: '+86', names: { en: 'China', zh: '中国', de: 'China' }, shippingZone: 0 },
          { id: HK, isoCode: 'HK', phoneCode: '+852', names: { en: 'Hong Kong', zh: '中国香港' }, shippingZone: 1 },
        ]);
        await db.insert(chinaRegions).values([
          { id: 110000, parentId: 0, level: 1, name: '北京市', nameEn: 'Beijing' },
          { id: 440000, parentId: 0, level: 1, name: '广东省', nameEn: 'Guangdong' },
          { id: 540000, parentId: 0, level: 1, name: '西藏自治区', nameEn: 'Tibet' },
          { id: 810000, parentId: 0, level: 1, name: '香港特别行政区', nameEn: 'Hong Kong' },
          { id: 110100, parentId: 110000, level: 2, name: '北京市', nameEn: 'Beijing' },
          { id: 440100, parentId: 440000, level: 2, name: '广州市', nameEn: 'Guangzhou' },
          { id: 440300, parentId: 440000, level: 2, name: '深圳市', nameEn: 'Shenzhen' },
          { id: 440305, parentId: 440300, level: 3, name: '南山区', nameEn: 'Nanshan' },
        ]);
      },
    });
  });
  afterAll(async () => server?.close());

  it('saves a first address as the default of its type and lists it in the request language', async () => {
    const { token } = await buyer();
    const saved = await save(token, { ...munich, is_default: false });
    expect(saved).toMatchObject({ code: 200, message: 'Address saved', data: { ...munich, country_name: 'Germany', is_default: true } });
    const german = await server.ok('listUserAddresses', { token, headers: { Lang: 'de' } });
    expect(german).toMatchObject({ total: 1, lists: [{ country_name: 'Deutschland', city: 'Munich' }] });
    expect((await server.call('createUserAddress', { token, body: munich, headers: { Lang: 'zh' } })).message).toBe('地址已保存');
  });

  it('keeps one default per type: a new default takes over, defaults come first, and the filter by type works', async () => {
    const { token, userId } = await buyer();
    const first = (await save(token, munich)).data as { address_id: number };
    const second = (await save(token, { ...munich, address_ln1: 'Berliner Allee 61', city: 'Augsburg', postal_code: '86167' })).data as { address_id: number; is_default: boolean };
    expect(second.is_default).toBe(false);
    const billing = (await save(token, { ...munich, type_id: 2, contact_name: 'Markus Huber' })).data as { address_id: number; is_default: boolean };
    expect(billing.is_default).toBe(true);
    const third = (await save(token, { ...munich, address_ln1: 'Leopoldstr. 8', is_default: true })).data as { address_id: number; is_default: boolean };
    expect(third.is_default).toBe(true);

    const shipping = await server.ok('listUserAddresses', { token, query: { type_id: 1 } });
    expect(shipping.lists.map((address) => [address.address_id, address.is_default])).toEqual([
      [third.address_id, true],
      [second.address_id, false],
      [first.address_id, false],
    ]);
    const all = await server.ok('listUserAddresses', { token });
    expect(all.total).toBe(4);
    expect(all.lists.filter((address) => address.is_default).map((address) => address.type_id).sort()).toEqual([1, 2]);
    // The database itself holds one default per type.
    const defaults = await db().select().from(userAddresses).where(eq(userAddresses.userId, userId));
    expect(defaults.filter((row) => row.isDefault).length).toBe(2);
    await expect(db().update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, first.address_id))).rejects.toThrow();
  });

  it('changes an address; turning off the default is ignored, making another one default moves it', async () => {
    const { token } = await buyer();
    const first = (await save(token, munich)).data as { address_id: number };
    const second = (await save(token, { ...munich, city: 'Augsburg' })).data as { address_id: number };
    const unset = await server.call('updateUserAddress', { token, params: { addressId: first.address_id }, body: { ...munich, address_ln2: 'Halle C', is_default: false } });
    expect(unset).toMatchObject({ code: 200, message: 'Address updated', data: { address_id: first.address_id, address_ln2: 'Halle C', is_default: true } });
    const moved = await server.ok('updateUserAddress', { token, params: { addressId: second.address_id }, body: { ...munich, city: 'Augsburg', is_default: true } });
    expect(moved.is_default).toBe(true);
    const list = await server.ok('listUserAddresses', { token });
    expect(list.lists.map((address) => [address.address_id, address.is_default])).toEqual([
      [second.address_id, true],
      [first.address_id, false],
    ]);
    // Fields left out take their defaults.
    const { company_name: _company, address_ln2: _line2, ...required } = munich;
    expect(await server.ok('updateUserAddress', { token, params: { addressId: first.address_id }, body: required })).toMatchObject({ company_name: '', address_ln2: '' });
  });

  it('moving the default to the other type leaves the newest address of its old type as that default', async () => {
    const { token } = await buyer();
    const older = (await save(token, munich)).data as { address_id: number };
    const newer = (await save(token, { ...munich, city: 'Augsburg' })).data as { address_id: number };
    const oldDefault = (await save(token, { ...munich, city: 'Nuremberg', is_default: true })).data as { address_id: number };
    const moved = await server.ok('updateUserAddress', { token, params: { addressId: oldDefault.address_id }, body: { ...munich, type_id: 2 } });
    expect(moved).toMatchObject({ type_id: 2, is_default: true });
    const shipping = await server.ok('listUserAddresses', { token, query: { type_id: 1 } });
    expect(shipping.lists.map((address) => [address.address_id, address.is_default])).toEqual([
      [newer.address_id, true],
      [older.address_id, false],
    ]);
  });

  it('deleting the default makes the newest remaining address of its type the default', async () => {
    const { token } = await buyer();
    const older = (await save(token, munich)).data as { address_id: number };
    const newer = (await save(token, { ...munich, city: 'Augsburg' })).data as { address_id: number };
    const notDefault = await server.call('deleteUserAddress', { token, params: { addressId: newer.address_id } });
    expect(notDefault).toMatchObject({ code: 200, message: 'Address deleted', data: { address_id: newer.address_id, new_default_address_id: null } });
    const newest = (await save(token, { ...munich, city: 'Nuremberg' })).data as { address_id: number };
    const third = (await save(token, { ...munich, city: 'Regensburg' })).data as { address_id: number };
    const deleted = await server.ok('deleteUserAddress', { token, params: { addressId: older.address_id } });
    expect(deleted).toEqual({ address_id: older.address_id, new_default_address_id: third.address_id });
    expect((await server.ok('listUserAddresses', { token })).lists[0]).toMatchObject({ address_id: third.address_id, is_default: true });
    await server.ok('deleteUserAddress', { token, params: { addressId: third.address_id } });
    await server.ok('deleteUserAddress', { token, params: { addressId: newest.address_id } });
    expect(await server.ok('listUserAddresses', { token })).toEqual({ lists: [], total: 0 });
  });

  it('refuses a 51st address with a clear 409, in SQL, and accepts one again after a delete', async () => {
    const { token, userId } = await buyer();
    const rows = Array.from({ length: 50 }, (_, index) => ({
      userId,
      typeId: 1,
      contactName: 'Anna Schmidt',
      telephone: '+49 89 2180 4410',
      emailAddress: 'a@schmidt-elektronik.de',
      countryId: DE,
      city: 'Munich',
      postalCode: '80339',
      addressLn1: `Lager ${index + 1}`,
      isDefault: index === 0,
      createTime: clock.now(),
      updateTime: clock.now(),
    }));
    await db().insert(userAddresses).values(rows);
    const refused = await save(token, munich);
    expect([refused.status, refused.code]).toEqual([409, 4090]);
    expect(refused.message).toBe('An account can hold at most 50 addresses; delete one to add another');
    expect((await server.call('createUserAddress', { token, body: munich, headers: { Lang: 'de' } })).message).toContain('höchstens 50 Adressen');
    // Ten saved at once still stop at 50.
    const list = await server.ok('listUserAddresses', { token });
    await server.ok('deleteUserAddress', { token, params: { addressId: list.lists[5]!.address_id } });
    const results = await Promise.all(Array.from({ length: 10 }, () => server.call('createUserAddress', { token, body: munich })));
    expect(results.filter((result) => result.code === 200).length).toBe(1);
    expect(results.filter((result) => result.code === 4090).length).toBe(9);
    expect((await server.ok('listUserAddresses', { token })).total).toBe(50);
  });

  it('names each field the form got wrong, in the request language (422)', async () => {
    const { token } = await buyer();
    const wrong = await server.call('createUserAddress', {
      token,
      body: { ...munich, contact_name: '   ', telephone: 'call me', email_address: 'anna(at)schmidt', city: 'M'.repeat(65), address_ln2: 'x'.repeat(129) },
    });
    expect(failedFields(wrong).sort()).toEqual(['address_ln2', 'city', 'contact_name', 'email_address', 'telephone']);
    const errors = (wrong.data as { errors: Array<{ field: string; message: string }> }).errors;
    expect(errors.find((error) => error.field === 'city')!.message).toBe('At most 64 characters');
    expect(errors.find((error) => error.field === 'email_address')!.message).toContain('valid e-mail address');
    expect(errors.find((error) => error.field === 'telephone')!.message).toContain('5 to 32 characters');
    const german = await server.call('createUserAddress', { token, body: { ...munich, telephone: '12' }, headers: { Lang: 'de' } });
    expect((german.data as { errors: Array<{ message: string }> }).errors[0]!.message).toContain('Telefonnummer');

    const { address_ln1: _line1, ...missing } = munich;
    expect(failedFields(await server.call('createUserAddress', { token, body: missing }))).toEqual(['address_ln1']);
    expect(failedFields(await server.call('createUserAddress', { token, body: { ...munich, type_id: 3 } }))).toEqual(['type_id']);
    expect(failedFields(await server.call('createUserAddress', { token, body: { ...munich, country_id: 9999 } }))).toEqual(['country_id']);
    expect(failedFields(await server.call('createUserAddress', { token, body: { ...munich, postal_code: '' } }))).toEqual(['postal_code']);
    expect(failedFields(await server.call('createUserAddress', { token, body: { ...munich, country_id: US, state: '' } }))).toEqual(['state']);
    // Hong Kong has no postal codes.
    expect(await server.ok('createUserAddress', { token, body: { ...munich, country_id: HK, state: '', city: 'Kowloon', postal_code: '' } })).toMatchObject({ country_name: 'Hong Kong' });
    expect((await server.ok('listUserAddresses', { token })).total).toBe(1);
  });

  it('takes a mainland-China address only with a province and a city of that province from the regions table', async () => {
    const { token } = await buyer();
    expect(await server.ok('createUserAddress', { token, body: shenzhen })).toMatchObject({ state: '广东省', city: '深圳市', country_name: 'China' });
    expect(await server.ok('createUserAddress', { token, body: { ...shenzhen, state: 'guangdong', city: 'Guangzhou' } })).toMatchObject({ city: 'Guangzhou' });
    // A province the table lists no cities for takes any city.
    expect(await server.ok('createUserAddress', { token, body: { ...shenzhen, state: 'Tibet', city: 'Lhasa' } })).toMatchObject({ state: 'Tibet' });

    const noProvince = await server.call('createUserAddress', { token, body: { ...shenzhen, state: 'Bavaria' } });
    expect(failedFields(noProvince)).toEqual(['state']);
    expect((await server.call('createUserAddress', { token, body: { ...shenzhen, state: '香港特别行政区' } })).code).toBe(4220);
    const wrongCity = await server.call('createUserAddress', { token, body: { ...shenzhen, city: '北京市' }, headers: { Lang: 'zh' } });
    expect(failedFields(wrongCity)).toEqual(['city']);
    expect((wrongCity.data as { errors: Array<{ message: string }> }).errors[0]!.message).toBe('北京市 不是 广东省 的城市，请从列表中选择');
    expect(failedFields(await server.call('createUserAddress', { token, body: { ...shenzhen, state: '' } }))).toEqual(['state']);
  });

  it("keeps addresses to their owner: another account's address is 404 and never shown, changed or deleted", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const saved = (await save(owner.token, munich)).data as { address_id: number };
    const update = await server.call('updateUserAddress', { token: stranger.token, params: { addressId: saved.address_id }, body: { ...munich, city: 'Berlin' } });
    expect([update.status, update.code, update.data]).toEqual([404, 4040, null]);
    expect(update.message).toBe('This address does not exist');
    const remove = await server.call('deleteUserAddress', { token: stranger.token, params: { addressId: saved.address_id } });
    expect([remove.status, remove.code, remove.data]).toEqual([404, 4040, null]);
    expect((await server.ok('listUserAddresses', { token: stranger.token })).total).toBe(0);
    expect(await server.ok('listUserAddresses', { token: owner.token })).toMatchObject({ total: 1, lists: [{ city: 'Munich' }] });
    expect(await addressSnapshot(db(), stranger.userId, saved.address_id, 1)).toBeNull();
    expect((await server.call('deleteUserAddress', { token: owner.token, params: { addressId: 2147483647 } })).code).toBe(4040);
  });

  it('needs a signed-in user for every address call (401)', async () => {
    expect((await server.call('listUserAddresses')).status).toBe(401);
    expect((await server.call('createUserAddress', { body: munich })).status).toBe(401);
    expect((await server.call('updateUserAddress', { params: { addressId: 5001 }, body: munich })).status).toBe(401);
    expect((await server.call('deleteUserAddress', { params: { addressId: 5001 } })).status).toBe(401);
  });

  it("gives orders a copy of the address of the requested type, which later edits and deletes do not change", async () => {
    const { token, userId } = await buyer();
    const saved = (await save(token, munich)).data as { address_id: number };
    const copy = await addressSnapshot(db(), userId, saved.address_id, 1);
    expect(copy).toEqual({
      type_id: 1,
      contact_name: 'Anna Schmidt',
      company_name: 'Schmidt Elektronik GmbH',
      telephone: '+49 89 2180 4410',
      email_address: 'wareneingang@schmidt-elektronik.de',
      country_id: DE,
      country_name: 'Germany',
      state: 'Bavaria',
      city: 'Munich',
      postal_code: '80339',
      address_ln1: 'Landsberger Str. 110',
      address_ln2: 'Tor 3, Wareneingang',
    });
    expect(await addressSnapshot(db(), userId, saved.address_id, 2)).toBeNull();
    expect((await addressSnapshot(db(), userId, saved.address_id, 1, 'de'))!.country_name).toBe('Deutschland');
    const kept = structuredClone(copy);
    await server.ok('updateUserAddress', { token, params: { addressId: saved.address_id }, body: { ...munich, city: 'Berlin' } });
    await server.ok('deleteUserAddress', { token, params: { addressId: saved.address_id } });
    expect(copy).toEqual(kept);
    // Inside a transaction, as checkout reads it.
    const billing = (await save(token, { ...munich, type_id: 2 })).data as { address_id: number };
    await db().transaction(async (tx) => {
      expect(await addressSnapshot(tx, userId, billing.address_id, 2)).toMatchObject({ type_id: 2 });
      expect((await listAddresses(tx, userId)).map((address) => address.address_id)).toEqual([billing.address_id]);
    });
  });

  it('gives the demo buyers a default shipping and a default billing address', async () => {
    await seedDemoAccounts(db(), { now: clock.now(), passwords: new PasswordHasher(TEST_PASSWORD_COST) });
    await seedDemoAddresses(db(), clock.now());
    await seedDemoAddresses(db(), clock.now());
    for (const demo of DEMO_ACCOUNTS) {
      const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, demo.email));
      const addresses = await listAddresses(db(), user!.id);
      expect(addresses.map((address) => [address.type_id, address.is_default])).toEqual([
        [1, true],
        [2, true],
      ]);
    }
  });
});

/**
 * The prefix of the databases the API tests create on PostgreSQL (`toll_test`, or
 * TEST_DATABASE_PREFIX when several people share one server); letters, digits and `_` only.
 */
export function testDatabasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'toll_test';
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(prefix))
    throw new Error(`TEST_DATABASE_PREFIX must be lower-case letters, digits and _: ${prefix}`);
  return prefix;
}

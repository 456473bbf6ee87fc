import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from '../src/graphql/schema';
import { buildOpenApiDocument } from '../src/rest/openapi';
import { restRoutes } from '../src/rest/router';

/*
 * What clients see of the API, whatever the code behind it looks like: the served GraphQL schema
 * (printed sorted, so only names, types, arguments and descriptions count) and the OpenAPI document of
 * the REST facade. A change here is a change of the public contract and shows up as a snapshot diff.
 */
describe('API surface', () => {
  it('serves the GraphQL schema as reviewed', () => {
    expect(printSchema(lexicographicSortSchema(buildSchema()))).toMatchSnapshot();
  });

  it('publishes the OpenAPI document as reviewed', () => {
    expect(buildOpenApiDocument(restRoutes(), 'test')).toMatchSnapshot();
  });
});

/** MDX components that render the REST API reference (OpenAPI document). */
export const restapiComponents = {};

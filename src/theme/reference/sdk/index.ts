/** MDX components that render the client SDK reference (the SDK catalogue). */
export const sdkComponents = {};

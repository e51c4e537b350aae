/**
 * How dependency-cruiser reads TypeScript here: TypeScript 7 has no compiler API for it to use, so
 * Babel strips the types and JSX first. Type-only imports and exports are kept as `require()` calls:
 * they still count for the folder rules, and the server-naming rule can leave them out (a type is
 * erased before anything runs).
 */
function typeImportsAsRequire({ types: t }) {
  return {
    visitor: {
      // On entering the program, before the TypeScript plugin removes the type-only statements.
      Program(program) {
        for (const statement of program.get("body")) {
          const { node } = statement;
          if (node.source && (node.importKind === "type" || node.exportKind === "type")) {
            statement.replaceWith(t.callExpression(t.identifier("require"), [node.source]));
          }
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [typeImportsAsRequire, ["@babel/plugin-transform-react-jsx", { runtime: "automatic" }]],
  presets: [["@babel/preset-typescript", { onlyRemoveTypeImports: true }]],
};

/**
 * A babel plugin for the layer check only: `import type` and `export type ... from` become plain
 * imports before @babel/preset-typescript (onlyRemoveTypeImports) sees them, so that the graph
 * dependency-cruiser reads counts a type-only import as an import (a layer may not know another's
 * types either). It runs on Program's entry, where the TypeScript transform drops type imports.
 */
module.exports = function keepTypeImports() {
  return {
    visitor: {
      Program: {
        enter(program) {
          for (const statement of program.get('body')) {
            const node = statement.node;
            if (node.type === 'ImportDeclaration') {
              node.importKind = 'value';
              for (const specifier of node.specifiers) if (specifier.importKind) specifier.importKind = 'value';
            } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
              node.exportKind = 'value';
              for (const specifier of node.specifiers ?? []) if (specifier.exportKind) specifier.exportKind = 'value';
            }
          }
        },
      },
    },
  };
};

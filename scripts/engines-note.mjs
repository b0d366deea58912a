/**
 * `npm install`'s preinstall step. It runs on the Node that runs npm, which may be older than the Node 24 the
 * project brings in its `node` devDependency and runs every npm script on, so it is plain JavaScript. On an
 * older Node, npm has just printed an EBADENGINE warning for each package that needs a newer one: this says
 * once why they do not matter here (README.md, "The two commands").
 */
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.log(
    `npm runs on Node ${process.versions.node} here. The EBADENGINE warnings above name packages that need ` +
      'Node 24; this project installs Node 24 itself (the "node" package) and runs every npm script on it, ' +
      'so they can be ignored.',
  );
}

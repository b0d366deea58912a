/**
 * `npm install`'s preinstall step, plain JavaScript that any Node runs. npm itself may run on an older Node
 * than the Node 24 the project brings in its `node` devDependency and runs every npm script on. On an
 * older Node, npm has just printed an EBADENGINE warning for each package that needs a newer one: this says
 * once why they do not matter here (README.md, "The two commands").
 */
// npm runs this step after installing, on the project's own Node when it is installed: the Node that runs npm
// itself is the one its user agent names (`npm/11.6.2 node/v20.20.2 …`).
const npmNode = /\bnode\/v(\d+[\d.]*)/.exec(process.env.npm_config_user_agent ?? '')?.[1] ?? process.versions.node;
const [major] = npmNode.split('.').map(Number);
if (major < 24) {
  console.log(
    `npm runs on Node ${npmNode} here. The EBADENGINE warnings above name packages that need ` +
      'Node 24; this project installs Node 24 itself (the "node" package) and runs every npm script on it, ' +
      'so they can be ignored.',
  );
}

/** Stands in for an imported asset's URL in jest. */
export default 'test-file-stub';

import { reactTestProject } from '../../vitest.react';

export default reactTestProject({ name: 'console-ui' });

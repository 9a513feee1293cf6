import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

const project = setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
beforeAll(project.beforeAll);

// Screenshots compare what a person would see, so motion and the text caret are frozen.
const still = document.createElement('style');
still.textContent =
  '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;' +
  'transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important}';
document.head.appendChild(still);

/**
 * Every story is a visual test: after it renders and its play function passes, the page is
 * compared with the committed baseline beside the story (`__screenshots__/`). A visible change
 * fails until `npm run test:update-screenshots` records new baselines.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});

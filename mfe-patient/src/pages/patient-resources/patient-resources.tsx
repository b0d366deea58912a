import { Page, Prose } from '@site/shared';
import { Sections } from '../../components/sections.tsx';
import { pages } from '../../content/pages.ts';
import { resourceSections, resourcesIntro } from '../../content/resources.ts';

/** Patient Resources (docs/requirements.md#screens-and-routes): external radiation-safety and exam-information sites, one line on each. */
export function PatientResources() {
  return (
    <Page title={pages.resources.title} intro={resourcesIntro}>
      <Prose>
        <Sections sections={resourceSections} />
      </Prose>
    </Page>
  );
}

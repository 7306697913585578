import { useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ErrorPanel } from '../components/error-panel.tsx';

/** `/error404` and every unknown path of the customer site. */
export function Error404Page() {
  const navigate = useNavigate();
  return (
    <PageContainer className="flex justify-center">
      <ErrorPanel code="404">
        <PageTitle title={text.error404Title} />
        <p className="text-stone-600">{text.error404Text}</p>
        <Button variant="dark" onClick={() => void navigate('/')}>
          {text.returnHome}
        </Button>
      </ErrorPanel>
    </PageContainer>
  );
}

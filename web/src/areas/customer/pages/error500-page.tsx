import { useNavigate } from 'react-router';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ErrorPanel } from '../components/error-panel.tsx';

/** `/error500`: where the API client sends the visitor after a server failure. */
export function Error500Page() {
  const navigate = useNavigate();
  return (
    <PageContainer className="flex justify-center">
      <ErrorPanel code="500">
        <PageTitle title={text.pageError500} hidden />
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{text.error500Title}</h1>
        <p className="text-stone-600">{text.error500Text}</p>
        <Button variant="dark" onClick={() => void navigate('/')}>
          {text.returnHome}
        </Button>
      </ErrorPanel>
    </PageContainer>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type OpsSecurityQuestion } from 'shared-contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Badge, Button, DataTable, toast, type Column } from 'shared-ui';
import { useSecurityQuestions } from '../api/list-security-questions';
import { updateSecurityQuestion } from '../api/update-security-question';
import { NS } from '../i18n';
import { QuestionDialog } from './question-dialog';
import type { TabProps } from './tab-props';

type Q = OpsSecurityQuestion;

/**
 * The brand's security questions: the stock ones (shown translated to players, so their wording is fixed) and its own,
 * in the order players see them; add or reword an own question, move any up or down, stop or start offering any.
 * Members keep a question no longer offered.
 */
export function QuestionsTab({ code, settings, write }: TabProps) {
  const { t } = useTranslation(NS);
  const list = useSecurityQuestions(code);
  const [editing, setEditing] = useState<Q | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const rows = list.data?.list ?? [];

  const run = async (q: Q, work: () => Promise<unknown>, done: string) => {
    setBusy(q.questionId);
    try {
      await work();
      toast({ title: done, tone: 'success' });
      list.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  /** Swaps the question with its neighbour: each takes its place in the order (rows numbered 0, 1, 2 …). */
  const move = (i: number, by: -1 | 1) => {
    const q = rows[i]!;
    const other = rows[i + by]!;
    return run(
      q,
      async () => {
        await updateSecurityQuestion(code, other.questionId, { sort: i * 10 });
        await updateSecurityQuestion(code, q.questionId, { sort: (i + by) * 10 });
      },
      t('question_moved'),
    );
  };
  const toggle = (q: Q) =>
    run(
      q,
      () => updateSecurityQuestion(code, q.questionId, { offered: !q.offered }),
      t(q.offered ? 'question_withdrawn' : 'question_offered'),
    );

  const columns: Column<Q>[] = [
    {
      key: 'question',
      header: t('col_question'),
      render: (q) => (
        <span className="console-row">
          <span>{q.question}</span>
          {q.stock && <Badge tone="neutral">{t('stock')}</Badge>}
        </span>
      ),
    },
    {
      key: 'offered',
      header: t('col_offered'),
      render: (q) => <Badge tone={q.offered ? 'success' : 'neutral'}>{t(q.offered ? 'yes' : 'no')}</Badge>,
    },
    { key: 'answers', header: t('col_answers'), render: (q) => q.answers.toLocaleString() },
    ...(write
      ? [
          {
            key: 'actions',
            header: t('actions'),
            render: (q: Q) => {
              const i = rows.indexOf(q);
              return (
                <span className="console-row">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === 0 || busy !== null}
                    onClick={() => void move(i, -1)}
                    aria-label={t('move_up', { question: q.question })}
                  >
                    <ArrowUp aria-hidden width={18} height={18} />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={i === rows.length - 1 || busy !== null}
                    onClick={() => void move(i, 1)}
                    aria-label={t('move_down', { question: q.question })}
                  >
                    <ArrowDown aria-hidden width={18} height={18} />
                  </Button>
                  {!q.stock && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(q)}
                      aria-label={`${t('edit')} ${q.question}`}
                    >
                      {t('edit')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === q.questionId}
                    disabled={busy !== null}
                    onClick={() => void toggle(q)}
                    aria-label={`${t(q.offered ? 'withdraw' : 'offer')} ${q.question}`}
                  >
                    {t(q.offered ? 'withdraw' : 'offer')}
                  </Button>
                </span>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <section className="console-stack" aria-label={t('tab_questions')} data-testid="settings-questions">
      <p className="console-muted">{t('questions_intro')}</p>
      {!settings.security.securityQuestionsEnabled && <p className="console-muted">{t('questions_off')}</p>}
      {write && (
        <div className="console-row">
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('add_question')}
          </Button>
        </div>
      )}
      <DataTable
        caption={t('tab_questions')}
        columns={columns}
        rows={rows}
        rowKey={(q) => String(q.questionId)}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('questions_empty')}
        testId="questions-table"
      />
      {editing && (
        <QuestionDialog
          code={code}
          question={editing === 'new' ? null : editing}
          taken={rows.map((q) => q.question.toLowerCase())}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
    </section>
  );
}

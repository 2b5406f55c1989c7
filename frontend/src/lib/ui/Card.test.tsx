import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is the element asked for, with its attributes, so a section named by its heading is a region', () => {
    render(
      <Card as="section" aria-labelledby="all">
        <h2 id="all">All Sentences</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'All Sentences' })).toHaveTextContent('All Sentences');
  });

  it('is a plain container unless told otherwise', () => {
    render(<Card>Nenhum item</Card>);
    expect(screen.getByText('Nenhum item').tagName).toBe('DIV');
  });
});

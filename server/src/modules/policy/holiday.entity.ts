import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'holidays' })
export class HolidayEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  name: string;
}
